--TEST--
finally runs when a generator finishes, returns, or is destroyed early
--FILE--
<?php
function withFinally($label) {
    try {
        yield 1;
        yield 2;
    } finally {
        echo "finally $label\n";
    }
}
foreach (withFinally('complete') as $v) echo "v=$v\n";
foreach (withFinally('break') as $v) {
    echo "v=$v\n";
    break;
}
echo "after break loop\n";
$g = withFinally('unset');
$g->current();
unset($g);
echo "after unset\n";
$never = withFinally('never started');
unset($never);
echo "end\n";
--EXPECT--
v=1
v=2
finally complete
v=1
finally break
after break loop
finally unset
after unset
end
