--TEST--
Coroutine entry closures are named as PHP 8.4 names closures: {closure:FILE:LINE} at top level, the enclosing closure's name for nested ones, FUNC() or CLASS::METHOD() inside functions and methods, with the namespace prefix
--FILE--
<?php
namespace App;

use function Async\{spawn, await};

function work() {
    return spawn(function () {
        $inner = spawn(fn() => throw new \Exception("nested"));
        return await($inner);
    });
}

class Service {
    public function run() {
        return spawn(function () {
            throw new \LogicException("method");
        });
    }
}

foreach ([fn() => work(), fn() => (new Service())->run(), fn() => spawn(function () {
    throw new \RuntimeException("top");
})] as $make) {
    try {
        await($make());
    } catch (\Exception $e) {
        echo $e->getMessage(), ": ", $e->getTraceAsString(), "\n";
    }
}
?>
--EXPECTF--
nested: #0 [internal function]: App\{closure:App\{closure:App\work():7}:8}()
#1 {main}
method: #0 [internal function]: App\Service->App\{closure:App\Service::run():15}()
#1 {main}
top: #0 [internal function]: App\{closure:%s:21}()
#1 {main}
