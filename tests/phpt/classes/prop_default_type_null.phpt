--TEST--
A null default for a non-nullable typed property is a compile-time error
--FILE--
<?php
echo "not printed\n";
class Node {
    public ?Node $next = null;
    public Node $parent = null;
}
--EXPECTF--

Fatal error: Default value for property of type Node may not be null. Use the nullable type ?Node to allow null default value in %s on line 5
