--TEST--
unserialize: early '}' notice, S: escaped strings, missing enum class warning, dynamic property deprecation
--FILE--
<?php
class Foo { public $a = 1; }
#[AllowDynamicProperties] class Open { public $a = 1; }
foreach (['a:2:{i:0;i:1;}', 'a:1:{i:0;}', 'S:3:"a\62c";', 'S:2:"\41\42";', 'E:3:"X:A";', 's:1:"a"'] as $s) {
    echo json_encode($s), ' => ';
    var_dump(unserialize($s));
}
var_dump(unserialize('O:3:"Foo":2:{s:1:"a";i:5;s:1:"b";i:2;}'));
var_dump(unserialize('O:4:"Open":1:{s:1:"b";i:2;}'));
var_dump(unserialize('O:8:"stdClass":1:{s:1:"b";i:2;}'));
--EXPECTF--
"a:2:{i:0;i:1;}" => 
Notice: unserialize(): Unexpected end of serialized data in %s on line 6

Notice: unserialize(): Error at offset 13 of 14 bytes in %s on line 6
bool(false)
"a:1:{i:0;}" => 
Notice: unserialize(): Unexpected end of serialized data in %s on line 6

Notice: unserialize(): Error at offset 9 of 10 bytes in %s on line 6
bool(false)
"S:3:\"a\\62c\";" => string(3) "abc"
"S:2:\"\\41\\42\";" => string(2) "AB"
"E:3:\"X:A\";" => 
Warning: unserialize(): Class 'X' not found in %s on line 6

Notice: unserialize(): Error at offset 0 of 10 bytes in %s on line 6
bool(false)
"s:1:\"a\"" => 
Notice: unserialize(): Error at offset 7 of 7 bytes in %s on line 6
bool(false)

Deprecated: Creation of dynamic property Foo::$b is deprecated in %s on line 8
object(Foo)#1 (2) {
  ["a"]=>
  int(5)
  ["b"]=>
  int(2)
}
object(Open)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
object(stdClass)#1 (1) {
  ["b"]=>
  int(2)
}
