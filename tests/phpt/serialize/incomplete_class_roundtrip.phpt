--TEST--
An object of an unknown class serializes back under its own class name and keeps its protected and private properties
--FILE--
<?php
$s = 'O:3:"Foo":2:{s:1:"a";i:1;s:4:"' . "\0*\0" . 'b";i:2;}';
$o = unserialize($s);
echo get_class($o), "\n";
var_dump(serialize($o) === $s);
echo str_replace("\0", "~", serialize([$o, $o])), "\n";
$o = unserialize('O:3:"Bar":3:{s:1:"a";i:1;s:4:"' . "\0*\0" . 'b";i:2;s:6:"' . "\0Bar\0" . 'c";a:1:{i:0;i:3;}}');
var_dump($o);
print_r($o); echo "\n";
var_export($o); echo "\n";
echo json_encode($o), "\n";
echo str_replace("\0", "~", serialize($o)), "\n";
echo count((array)$o), "\n";
--EXPECT--
__PHP_Incomplete_Class
bool(true)
a:2:{i:0;O:3:"Foo":2:{s:1:"a";i:1;s:4:"~*~b";i:2;}i:1;r:2;}
object(__PHP_Incomplete_Class)#2 (4) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(3) "Bar"
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"Bar":private]=>
  array(1) {
    [0]=>
    int(3)
  }
}
__PHP_Incomplete_Class Object
(
    [__PHP_Incomplete_Class_Name] => Bar
    [a] => 1
    [b:protected] => 2
    [c:Bar:private] => Array
        (
            [0] => 3
        )

)

\__PHP_Incomplete_Class::__set_state(array(
   '__PHP_Incomplete_Class_Name' => 'Bar',
   'a' => 1,
   'b' => 2,
   'c' => 
  array (
    0 => 3,
  ),
))
{"__PHP_Incomplete_Class_Name":"Bar","a":1}
O:3:"Bar":3:{s:1:"a";i:1;s:4:"~*~b";i:2;s:6:"~Bar~c";a:1:{i:0;i:3;}}
4
