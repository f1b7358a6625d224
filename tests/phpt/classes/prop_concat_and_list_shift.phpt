--TEST--
Appending to string properties (.=) and SplQueue/SplStack/array shift and pop on empty and non-empty lists
--FILE--
<?php
$a = []; var_dump(array_shift($a), array_pop($a)); $a[] = 1; print_r($a);
$q = new SplQueue; try { $q->dequeue(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$s = new SplStack; try { $s->pop(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$q->enqueue(1); $q->enqueue(2); echo $q->dequeue(), $q->dequeue(), count($q), "\n"; $q->enqueue(3); print_r(iterator_to_array($q)); var_dump($q);
class Buf { private string $out = ''; public $any; public int $n = 0; public readonly string $ro; function __construct() { $this->ro = 'r'; }
  function w($x) { $this->out .= $x; return $this; } function get() { return $this->out; } function ro() { $this->ro .= 'x'; } }
$b = new Buf; $b->w('a')->w(1)->w(2.5)->w(null)->w(true); echo $b->get(), "\n";
$b->any = 'x'; $b->any .= 'y'; $b->any .= 5; echo $b->any, "\n";
try { $b->n .= '1'; var_dump($b->n); $b->n .= 'x'; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $b->ro(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $b->out .= 'z'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass; $o->s = 'q'; $copy = $o->s; $o->s .= 'r'; echo $copy, $o->s, "\n";
$o->u .= 'new'; echo $o->u, "\n";
$r = &$o->s; $o->s .= '!'; echo $r, "\n";
--EXPECTF--
NULL
NULL
Array
(
    [0] => 1
)
Can't shift from an empty datastructure
Can't pop from an empty datastructure
120
Array
(
    [0] => 3
)
object(SplQueue)#1 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(4)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(1) {
    [0]=>
    int(3)
  }
}
a12.51
xy5
int(1)
Cannot assign string to property Buf::$n of type int
Cannot modify readonly property Buf::$ro
Cannot access private property Buf::$out
qqr

Warning: Undefined property: stdClass::$u in %s on line 14
new
qr!
