--TEST--
getDocComment() of classes, methods, functions, closures and properties: the last unclaimed /** */ comment before the declaration, as PHP binds them
--FILE--
<?php
/**
 * A user of the system.
 * @package App
 */
#[AllowDynamicProperties]
class User {
    /** @var string the name */
    public string $name = '';
    /** @var int[] */
    protected array $ids = [], $more = [];
    public $plain;
    /**
     * Greets someone.
     * @param string $who
     */
    public function greet(string $who): string { return "hi $who"; }
    /* not a doc comment */
    public function other() {}
    /**/
    public function empty() {}
}
/** Adds numbers. */
function add($a, $b) { return $a + $b; }
$r = new ReflectionClass('User');
var_dump($r->getDocComment());
var_dump($r->getProperty('name')->getDocComment(), $r->getProperty('more')->getDocComment(), $r->getProperty('plain')->getDocComment());
var_dump($r->getMethod('greet')->getDocComment(), $r->getMethod('other')->getDocComment(), $r->getMethod('empty')->getDocComment());
var_dump((new ReflectionFunction('add'))->getDocComment());
/** closure doc */
$f = function() {};
var_dump((new ReflectionFunction($f))->getDocComment());
var_dump((new ReflectionClass('ArrayObject'))->getDocComment());
if (preg_match_all('/@(\w+)\s+(\S+)/', $r->getMethod('greet')->getDocComment(), $m, PREG_SET_ORDER)) foreach ($m as [, $tag, $val]) echo "$tag => $val\n";
/** d1 */
if (true) { function f(){} }
var_dump((new ReflectionFunction('f'))->getDocComment());
/** d2 */
$x = [1];
function g(){}
var_dump((new ReflectionFunction('g'))->getDocComment());
/** d3 */
class A { /** d4 */ function m() {} }
var_dump((new ReflectionClass('A'))->getDocComment(), (new ReflectionMethod('A', 'm'))->getDocComment());
--EXPECT--
string(48) "/**
 * A user of the system.
 * @package App
 */"
string(27) "/** @var string the name */"
bool(false)
bool(false)
string(60) "/**
     * Greets someone.
     * @param string $who
     */"
bool(false)
bool(false)
string(20) "/** Adds numbers. */"
string(18) "/** closure doc */"
bool(false)
param => string
string(9) "/** d1 */"
string(9) "/** d2 */"
string(9) "/** d3 */"
string(9) "/** d4 */"
