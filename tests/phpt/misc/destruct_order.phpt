--TEST--
destructor output in the middle of expressions and at script end
--FILE--
<?php
class Noisy {
    public function __construct(public string $n) {}
    public function name() { return $this->n; }
    public function __destruct() { echo "[destroy {$this->n}]"; }
}
echo "A:", (new Noisy("temp"))->name(), ":B\n";
function make() { return new Noisy("returned"); }
make();
echo "\n";
$list = [new Noisy("x"), new Noisy("y")];
array_pop($list);
echo "\n";
$list = [];
echo "\nend\n";
$last = new Noisy("global");
--EXPECT--
A:[destroy temp]temp:B
[destroy returned]
[destroy y]
[destroy x]
end
[destroy global]
