--TEST--
exception chaining with getPrevious
--FILE--
<?php
class DbException extends RuntimeException {}
function connect() { throw new InvalidArgumentException("bad host", 7); }
function repo() {
    try {
        connect();
    } catch (InvalidArgumentException $e) {
        throw new DbException("connection failed", 500, $e);
    }
}
try {
    repo();
} catch (Exception $e) {
    $depth = 0;
    while ($e) {
        echo str_repeat("  ", $depth++), get_class($e), " [", $e->getCode(), "] ", $e->getMessage(), "\n";
        $e = $e->getPrevious();
    }
}
try {
    try {
        throw new Exception("first");
    } finally {
        echo "cleanup\n";
    }
} catch (Exception $e) {
    echo "caught ", $e->getMessage(), "\n";
}
--EXPECT--
DbException [500] connection failed
  InvalidArgumentException [7] bad host
cleanup
caught first
