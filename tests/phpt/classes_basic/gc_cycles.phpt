--TEST--
gc_collect_cycles frees unreachable cycles and runs their destructors
--FILE--
<?php
class Node {
    public $other;
    public function __construct(public string $name) {}
    public function __destruct() { echo "destroy {$this->name}\n"; }
}
$a = new Node("a");
$b = new Node("b");
$a->other = $b;
$b->other = $a;
unset($a, $b);
echo "cycle unreachable\n";
$n = gc_collect_cycles();
echo "collected: ", $n > 0 ? "yes" : "no", "\n";
$self = new Node("self");
$self->other = $self;
$self = null;
gc_collect_cycles();
echo "end\n";
--EXPECT--
cycle unreachable
destroy a
destroy b
collected: yes
destroy self
end
