--TEST--
var_dump and print_r of objects with visibility and nesting
--FILE--
<?php
class Node {
    public $value;
    protected $meta = ['k' => 'v'];
    private $secret = true;
    public ?Node $next = null;
    public function __construct($v) { $this->value = $v; }
}
$n = new Node(1);
$n->next = new Node("two");
var_dump($n);
print_r($n);
echo "\n";
var_export(new Node(3.5));
echo "\n";
--EXPECT--
object(Node)#1 (4) {
  ["value"]=>
  int(1)
  ["meta":protected]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
  ["secret":"Node":private]=>
  bool(true)
  ["next"]=>
  object(Node)#2 (4) {
    ["value"]=>
    string(3) "two"
    ["meta":protected]=>
    array(1) {
      ["k"]=>
      string(1) "v"
    }
    ["secret":"Node":private]=>
    bool(true)
    ["next"]=>
    NULL
  }
}
Node Object
(
    [value] => 1
    [meta:protected] => Array
        (
            [k] => v
        )

    [secret:Node:private] => 1
    [next] => Node Object
        (
            [value] => two
            [meta:protected] => Array
                (
                    [k] => v
                )

            [secret:Node:private] => 1
            [next] => 
        )

)

\Node::__set_state(array(
   'value' => 3.5,
   'meta' => 
  array (
    'k' => 'v',
  ),
   'secret' => true,
   'next' => NULL,
))
