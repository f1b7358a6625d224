--TEST--
Cycles are collected automatically once enough possible roots pile up, and the threshold adapts
--FILE--
<?php
class Node {
    public static int $destructed = 0;
    public $parent;
    public array $children = [];
    public function __construct(public string $name) {}
    public function __destruct() { self::$destructed++; }
}

// Trees with parent links become garbage cycles each iteration.
$start = memory_get_usage();
for ($i = 0; $i < 60000; $i++) {
    $root = new Node("r$i");
    $child = new Node("c$i");
    $child->parent = $root;
    $root->children[] = $child;
}
$s = gc_status();
echo "runs: ", $s['runs'] > 0 ? "yes" : "no", "\n";
echo "destructed before the end: ", Node::$destructed > 100000 ? "most" : Node::$destructed, "\n";
echo "memory stays small: ", var_export(memory_get_usage() - $start < 8 << 20, true), "\n";
echo "threshold: ", $s['threshold'], "\n";

// Live cycles fill the buffer: the run frees nothing, so the threshold steps up.
$live = [];
for ($i = 1; $i <= 5100; $i++) {
    $a = new stdClass();
    $b = new stdClass();
    $a->b = $b;
    $b->a = $a;
    $live[] = $a;
    unset($a, $b);
}
echo "after live cycles: ", gc_status()['threshold'], "\n";

// They become garbage and more garbage follows: a productive run steps back down.
$live = null;
for ($i = 1; $i <= 7500; $i++) {
    $a = new stdClass();
    $b = new stdClass();
    $a->b = $b;
    $b->a = $a;
    unset($a, $b);
}
echo "after garbage: ", gc_status()['threshold'], "\n";

gc_disable();
$runs = gc_status()['runs'];
for ($i = 0; $i < 30000; $i++) {
    $a = new stdClass();
    $a->self = $a;
}
echo "no runs while disabled: ", var_export(gc_status()['runs'] === $runs, true), "\n";
?>
--EXPECT--
runs: yes
destructed before the end: most
memory stays small: true
threshold: 10001
after live cycles: 20001
after garbage: 10001
no runs while disabled: true
