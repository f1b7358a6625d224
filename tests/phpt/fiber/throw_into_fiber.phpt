--TEST--
Fiber::throw() raises the exception at the suspension point
--FILE--
<?php
$f = new Fiber(function () {
    try {
        Fiber::suspend("waiting");
    } catch (RuntimeException $e) {
        echo "fiber caught: ", $e->getMessage(), "\n";
    }
    $v = Fiber::suspend("again");
    echo "never: $v\n";
});
echo $f->start(), "\n";
echo $f->throw(new RuntimeException("first")), "\n";
try {
    $f->throw(new DomainException("second"));
} catch (DomainException $e) {
    echo "main caught: ", $e->getMessage(), "\n";
}
var_dump($f->isTerminated());
--EXPECT--
waiting
fiber caught: first
again
main caught: second
bool(true)
