--TEST--
$o->p++ / .= / += on a missing undeclared property: deprecated creation first, then the undefined warning; a null container's missing key is an undefined key
--FILE--
<?php
class Stats { public function add($k) { $this->counts[$k] ??= 0; $this->counts[$k]++; $this->total++; $this->log .= "$k;"; $this->undefArr['x'] .= 'y'; } }
$s = new Stats; $s->add('a'); $s->add('a'); var_dump($s);
$o = new stdClass; $o->n++; $o->s .= "x"; $o->arr['k'] += 1; var_dump($o);
class WithGet { private $d = []; function __get($n) { echo "get $n\n"; return $this->d[$n] ?? 0; } function __set($n, $v) { echo "set $n\n"; $this->d[$n] = $v; } }
$w = new WithGet; $w->c++; $w->c += 2; var_dump($w);
class WithSet { function __set($n, $v) { echo "set $n\n"; } }
$ws = new WithSet; $ws->c++; var_dump($ws);
class Priv { private $p = 1; } $pv = new Priv; try { $pv->p++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$a = null; $a["k"] .= "x"; $b = null; $b["k"]++; $c["k"] += 1; var_dump($a, $b, $c);
$o = new stdClass; $o->arr["k"] .= 1;
--EXPECTF--

Deprecated: Creation of dynamic property Stats::$counts is deprecated in %s on line 2

Deprecated: Creation of dynamic property Stats::$total is deprecated in %s on line 2

Warning: Undefined property: Stats::$total in %s on line 2

Deprecated: Creation of dynamic property Stats::$log is deprecated in %s on line 2

Warning: Undefined property: Stats::$log in %s on line 2

Deprecated: Creation of dynamic property Stats::$undefArr is deprecated in %s on line 2

Warning: Undefined property: Stats::$undefArr in %s on line 2

Warning: Undefined array key "x" in %s on line 2
object(Stats)#1 (4) {
  ["counts"]=>
  array(1) {
    ["a"]=>
    int(2)
  }
  ["total"]=>
  int(2)
  ["log"]=>
  string(4) "a;a;"
  ["undefArr"]=>
  array(1) {
    ["x"]=>
    string(2) "yy"
  }
}

Warning: Undefined property: stdClass::$n in %s on line 4

Warning: Undefined property: stdClass::$s in %s on line 4

Warning: Undefined property: stdClass::$arr in %s on line 4

Warning: Undefined array key "k" in %s on line 4
object(stdClass)#2 (3) {
  ["n"]=>
  int(1)
  ["s"]=>
  string(1) "x"
  ["arr"]=>
  array(1) {
    ["k"]=>
    int(1)
  }
}
get c
set c
get c
set c
object(WithGet)#3 (1) {
  ["d":"WithGet":private]=>
  array(1) {
    ["c"]=>
    int(3)
  }
}

Deprecated: Creation of dynamic property WithSet::$c is deprecated in %s on line 8

Warning: Undefined property: WithSet::$c in %s on line 8
object(WithSet)#4 (1) {
  ["c"]=>
  int(1)
}
Cannot access private property Priv::$p

Warning: Undefined array key "k" in %s on line 10

Warning: Undefined array key "k" in %s on line 10

Warning: Undefined variable $c in %s on line 10

Warning: Undefined array key "k" in %s on line 10
array(1) {
  ["k"]=>
  string(1) "x"
}
array(1) {
  ["k"]=>
  int(1)
}
array(1) {
  ["k"]=>
  int(1)
}

Warning: Undefined property: stdClass::$arr in %s on line 11

Warning: Undefined array key "k" in %s on line 11
