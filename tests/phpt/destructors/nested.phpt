--TEST--
Destructor releasing other objects
--FILE--
<?php
class Node { public $child; function __construct(public $name) {} function __destruct() { echo "destroy {$this->name}\n"; } }
$root = new Node("root"); $root->child = new Node("child"); $root->child->child = new Node("grandchild");
$other = new Node("other");
unset($root);
echo "after unset\n";
--EXPECT--
destroy root
destroy child
destroy grandchild
after unset
destroy other
