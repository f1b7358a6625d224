--TEST--
Temporary objects are destroyed once their operation is done: echoed, concatenated, tested with instanceof or passed to a builtin
--FILE--
<?php
class R { public $n; public function __construct($n) { $this->n = $n; } public function __destruct() { echo "close {$this->n}\n"; } public function __toString(): string { return "str {$this->n}"; } }
echo new R('s1'), "\n";
echo "cat " . new R('s2') . "\n";
var_dump(new R('vd') instanceof R);
$len = strlen(new R('len')); echo $len, "\n";
echo json_encode(['o' => (new R('j'))->n]), "\n";
echo count([new R('c1'), new R('c2')]), "\n";
echo (new R('ternary'))->n ? "yes\n" : "no\n";
if ((new R('cond'))->n) { echo "in if\n"; }
foreach ([new R('fe')] as $r) { echo "loop {$r->n}\n"; } echo "after loop\n"; unset($r); echo "unset r\n";
$fn = fn() => new R('arrow'); $fn(); echo "arrow called\n";
echo "end\n";
--EXPECT--
str s1close s1

close s2
cat str s2
close vd
bool(true)
close len
7
close j
{"o":"j"}
close c1
close c2
2
close ternary
yes
close cond
in if
loop fe
after loop
close fe
unset r
close arrow
arrow called
end
