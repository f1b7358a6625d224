--TEST--
a generator yields values lazily with automatic keys
--FILE--
<?php
function countTo($n) {
    echo "[start]";
    for ($i = 1; $i <= $n; $i++) {
        echo "[yield $i]";
        yield $i;
    }
    echo "[end]";
}
$g = countTo(3);
echo "created ", get_class($g), "\n";
foreach ($g as $k => $v) {
    echo " $k=>$v\n";
}
echo "\n";
function empty_gen() { return; yield; }
foreach (empty_gen() as $v) echo "never";
var_dump(iterator_to_array(empty_gen()));
--EXPECT--
created Generator
[start][yield 1] 0=>1
[yield 2] 1=>2
[yield 3] 2=>3
[end]
array(0) {
}
