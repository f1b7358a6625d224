--TEST--
Exception getters, previous chains and __toString
--FILE--
<?php
function make($m) { return new RuntimeException($m, 42, new LogicException("inner")); }
class K { function m() { return make("boom"); } static function s($o) { return (new K)->m(); } }
$e = K::s(new stdClass);
var_dump($e->getMessage(), $e->getCode(), basename($e->getFile()), $e->getLine(), get_class($e->getPrevious()));
echo str_replace(__FILE__, "FILE", $e->getTraceAsString()), "\n---\n";
echo str_replace(__FILE__, "FILE", (string)$e), "\n---\n";
$x = new Exception();
echo str_replace(__FILE__, "FILE", $x->__toString()), "\n";
var_dump(count($e->getTrace()), $e->getTrace()[0]["function"]);
--EXPECT--
string(4) "boom"
int(42)
string(11) "getters.php"
int(2)
string(14) "LogicException"
#0 FILE(3): make('boom')
#1 FILE(3): K->m()
#2 FILE(4): K::s(Object(stdClass))
#3 {main}
---
LogicException: inner in FILE:2
Stack trace:
#0 FILE(3): make('boom')
#1 FILE(3): K->m()
#2 FILE(4): K::s(Object(stdClass))
#3 {main}

Next RuntimeException: boom in FILE:2
Stack trace:
#0 FILE(3): make('boom')
#1 FILE(3): K->m()
#2 FILE(4): K::s(Object(stdClass))
#3 {main}
---
Exception in FILE:8
Stack trace:
#0 {main}
int(3)
string(4) "make"
