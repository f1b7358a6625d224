--TEST--
current, key, next, valid and rewind by hand
--FILE--
<?php
function abc() {
    yield 'x' => 'a';
    yield 'y' => 'b';
    yield 'z' => 'c';
}
$g = abc();
var_dump($g->valid(), $g->key(), $g->current());
$g->rewind();
$g->next();
var_dump($g->key(), $g->current());
$g->next();
$g->next();
var_dump($g->valid(), $g->current(), $g->key());
try {
    $g->rewind();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
bool(true)
string(1) "x"
string(1) "a"
string(1) "y"
string(1) "b"
bool(false)
NULL
NULL
Exception: Cannot rewind a generator that was already run
