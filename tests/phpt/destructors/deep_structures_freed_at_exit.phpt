--TEST--
Deeply nested values left in globals and static properties are freed at exit without crashing
--FILE--
<?php
class Node {
    public $next;
    public static $keep;
    public function __construct(public int $val) {}
}
$head = null;
for ($i = 0; $i < 300000; $i++) {
    $n = new Node($i);
    $n->next = $head;
    $head = $n;
}
$sum = 0;
for ($p = $head; $p; $p = $p->next) {
    $sum += $p->val;
}
echo $sum, "\n";
$nested = [];
for ($i = 0; $i < 300000; $i++) {
    $nested = [$nested];
}
$other = null;
for ($i = 0; $i < 100000; $i++) {
    $o = new Node($i);
    $o->next = $other;
    $other = $o;
}
Node::$keep = $other;
unset($o, $other);
echo "end of script\n";
?>
--EXPECT--
44999850000
end of script
