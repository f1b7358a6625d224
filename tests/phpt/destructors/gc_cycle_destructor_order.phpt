--TEST--
gc_collect_cycles() calls destructors in root-buffer order, with freed slots refilled from the end, and frees objects so the next handle numbers follow PHP
--FILE--
<?php
class Node {
    public $other;
    public function __construct(public string $name) {}
    public function __destruct() { echo "destruct {$this->name}\n"; }
}
class Plain {
    public $other;
    public function __construct(public string $name) {}
}
function ids() {
    $x = new stdClass; $y = new stdClass; $z = new stdClass; $w = new stdClass;
    echo spl_object_id($x), spl_object_id($y), spl_object_id($z), spl_object_id($w), "\n";
}
ids();
$a = new Plain("a"); $b = new Plain("b"); $c = new Plain("c");
echo spl_object_id($a), spl_object_id($b), spl_object_id($c), "\n";
$a->other = $c; $c->other = $b; $b->other = $a;
unset($b, $a, $c);
var_dump(gc_collect_cycles());
$a = new Node("a"); $b = new Node("b"); $c = new Node("c");
$a->other = $b; $b->other = $c; $c->other = $a;
unset($a, $b, $c);
var_dump(gc_collect_cycles());
echo "--\n";
$a = new Node("a"); $b = new Node("b"); $c = new Node("c");
$a->other = $b; $b->other = $c; $c->other = $a;
unset($c, $b, $a);
var_dump(gc_collect_cycles());
ids();
echo "end\n";
--EXPECT--
1234
432
int(3)
destruct a
destruct b
destruct c
int(3)
--
destruct a
destruct b
destruct c
int(3)
4231
end
