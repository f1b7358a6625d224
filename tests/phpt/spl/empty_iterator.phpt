--TEST--
EmptyIterator: valid() is false, current() and key() throw, foreach runs no iteration
--FILE--
<?php
foreach (new EmptyIterator() as $k => $v) {
    echo "never\n";
}
$e = new EmptyIterator();
var_dump($e->valid());
$e->rewind();
$e->next();
var_dump($e->valid());
try { $e->current(); } catch (BadMethodCallException $ex) { echo get_class($ex), ': ', $ex->getMessage(), "\n"; }
try { $e->key(); } catch (BadMethodCallException $ex) { echo get_class($ex), ': ', $ex->getMessage(), "\n"; }
var_dump($e instanceof Iterator, $e instanceof Traversable, class_implements($e));
var_dump(iterator_to_array($e), iterator_count($e));
class Sub extends EmptyIterator {}
var_dump(iterator_to_array(new Sub()));
function gen(): Iterator { return new EmptyIterator(); }
foreach (new IteratorIterator(gen()) as $x) { echo "never\n"; }
echo "done\n";
--EXPECT--
bool(false)
bool(false)
BadMethodCallException: Accessing the value of an EmptyIterator
BadMethodCallException: Accessing the key of an EmptyIterator
bool(true)
bool(true)
array(2) {
  ["Iterator"]=>
  string(8) "Iterator"
  ["Traversable"]=>
  string(11) "Traversable"
}
array(0) {
}
int(0)
array(0) {
}
done
