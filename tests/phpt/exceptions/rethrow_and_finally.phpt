--TEST--
rethrowing from catch still runs finally; exceptions thrown in finally replace
--FILE--
<?php
function f() {
    try {
        throw new Exception("original");
    } catch (Exception $e) {
        echo "catch, rethrow\n";
        throw $e;
    } finally {
        echo "finally after rethrow\n";
    }
}
try {
    f();
} catch (Exception $e) {
    echo "outside: ", $e->getMessage(), "\n";
}
function g() {
    try {
        throw new Exception("first");
    } finally {
        throw new Exception("from finally");
    }
}
try {
    g();
} catch (Exception $e) {
    echo $e->getMessage(), " / previous: ", $e->getPrevious()?->getMessage(), "\n";
}
--EXPECT--
catch, rethrow
finally after rethrow
outside: original
from finally / previous: first
