--TEST--
heredoc with interpolation and closing-marker indentation removal
--FILE--
<?php
$name = "aphp";
$items = ['a' => 1];
$text = <<<EOT
    Name: $name
      indented by two
    Item: {$items['a']} and $items[a]
    Escapes: \t tab, \$ dollar
    EOT;
echo $text, "|\n";
echo <<<"QUOTED"
Quoted heredoc $name
QUOTED;
echo "\n";
$s = strtoupper(<<<X
  inside a call
  X);
echo $s, "\n";
$empty = <<<E
E;
var_dump($empty);
$arr = [<<<A
    one
    A, <<<B
    two
    B];
print_r($arr);
--EXPECT--
Name: aphp
  indented by two
Item: 1 and 1
Escapes: 	 tab, $ dollar|
Quoted heredoc aphp
INSIDE A CALL
string(0) ""
Array
(
    [0] => one
    [1] => two
)
