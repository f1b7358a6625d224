--TEST--
Closure::bind, bindTo and call change $this and the class scope
--FILE--
<?php
class Secret {
    private $hidden = 'private value';
    private static $shh = 'static secret';
}
$peek = function () { return $this->hidden; };
$bound = Closure::bind($peek, new Secret, Secret::class);
echo $bound(), "\n";
echo $peek->call(new Secret), "\n";
$staticPeek = static function () { return static::$shh; };
echo Closure::bind($staticPeek, null, Secret::class)(), "\n";
$setter = function ($v) { $this->hidden = $v; return $this; };
$s = new Secret;
$setter->bindTo($s, $s)('changed');
echo $peek->call($s), "\n";
class Other { public $hidden = 'other public'; }
$unscoped = $peek->bindTo(new Other);
echo $unscoped(), "\n";
try {
    $noScope = $peek->bindTo(new Secret);
    echo $noScope();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
private value
private value
static secret
changed
other public
Error: Cannot access private property Secret::$hidden
