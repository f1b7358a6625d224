--TEST--
Running a Fiber inside a script-end destructor is not a suspension that hands the other destructors over
--FILE--
<?php
Async\spawn(fn() => null);

class D {
    public function __construct(public string $name) {}
    public function __destruct() {
        echo "start {$this->name}\n";
        $f = new Fiber(function () { echo "fiber {$this->name}\n"; Fiber::suspend(); echo "resumed {$this->name}\n"; });
        $f->start();
        $f->resume();
        echo "end {$this->name}\n";
    }
}
$a = new D("a");
$b = new D("b");
echo "main end\n";
?>
--EXPECT--
main end
start b
fiber b
resumed b
end b
start a
fiber a
resumed a
end a
