--TEST--
A long chain of live objects scanned by the cycle collector stays within memory_limit
--FILE--
<?php
class Node {
    public $next;
    public function __construct(public int $val) {}
}
$head = null;
for ($i = 0; $i < 380000; $i++) {
    $n = new Node($i);
    $n->next = $head;
    $head = $n;
}
echo $head->val, " ", $head->next->val, "\n";
var_dump(gc_status()['runs'] > 0);
?>
--EXPECT--
379999 379998
bool(true)
