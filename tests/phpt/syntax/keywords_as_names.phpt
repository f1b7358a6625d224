--TEST--
reserved words as method, constant and property names
--FILE--
<?php
class Query {
    const LIST = 'list-const';
    const CLASS_NAME = 'q';
    public $default = 'd';
    public $function = 'fn-prop';
    public static function new(): static { return new static(); }
    public function list() { return 'list()'; }
    public function print() { return 'print()'; }
    public function foreach() { return 'foreach()'; }
    public function and() { return 'and()'; }
}
$q = Query::new();
echo $q->list(), " ", $q->print(), " ", $q->foreach(), " ", $q->and(), "\n";
echo Query::LIST, " ", $q->default, " ", $q->function, "\n";
echo $q::class, "\n";
--EXPECT--
list() print() foreach() and()
list-const d fn-prop
Query
