--TEST--
A destructor that suspends at script end hands the remaining objects to a new high-priority coroutine (spec 11.2)
--FILE--
<?php
use function Async\spawn;
use function Async\delay;

class Slow {
    public function __construct(public string $name, public int $ms) {}
    public function __destruct() {
        echo "start {$this->name}\n";
        delay($this->ms);
        echo "end {$this->name}\n";
    }
}
class Plain {
    public function __destruct() { echo "plain\n"; }
}

register_shutdown_function(function () { echo "shutdown function\n"; });
$a = new Slow("a", 60);
$p = new Plain();
$b = new Slow("b", 30);
$c = new Slow("c", 0);
spawn(function () { echo "coroutine\n"; });
echo "main end\n";
?>
--EXPECT--
main end
coroutine
shutdown function
start c
start b
plain
start a
end c
end b
end a
