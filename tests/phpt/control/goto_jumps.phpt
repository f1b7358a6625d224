--TEST--
goto jumps forward and backward within a statement list and out of loops, switch and catch blocks
--FILE--
<?php
function find($grid, $target) {
    foreach ($grid as $r => $row) {
        foreach ($row as $c => $v) {
            if ($v === $target) goto found;
        }
    }
    return "not found";
    found:
    return "found at $r,$c";
}
echo find([[1, 2], [3, 4]], 3), "\n", find([[1]], 9), "\n";
$n = 0;
retry:
$n++;
try {
    if ($n < 3) throw new Exception("fail $n");
    echo "succeeded after $n\n";
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
    goto retry;
}
$i = 0;
loop:
if ($i < 3) { echo "i=$i "; $i++; goto loop; }
echo "\n";
switch (1) { case 1: goto out; }
echo "skipped\n";
out:
echo "out\n";
goto end;
echo "never\n";
end:
echo "end\n";
--EXPECT--
found at 1,0
not found
fail 1
fail 2
succeeded after 3
i=0 i=1 i=2 
out
end
