--TEST--
var_dump and print_r of exceptions
--FILE--
<?php
$e = new Exception("msg", 3);
$d = print_r($e, true);
echo str_replace(__FILE__, "FILE", $d);
class MyEx extends InvalidArgumentException { public $extra = "x"; function __construct() { parent::__construct("mine"); } }
ob_start(); var_dump(new MyEx); echo str_replace(__FILE__, "FILE", ob_get_clean());
$ee = new ErrorException("ee", 1, E_WARNING, "file.php", 7);
var_dump($ee->getSeverity(), $ee->getFile(), $ee->getLine());
--EXPECTF--
Exception Object
(
    [message:protected] => msg
    [string:Exception:private] => 
    [code:protected] => 3
    [file:protected] => FILE
    [line:protected] => 2
    [trace:Exception:private] => Array
        (
        )

    [previous:Exception:private] => 
)
object(MyEx)#2 (8) {
  ["message":protected]=>
  string(4) "mine"
  ["string":"Exception":private]=>
  string(0) ""
  ["code":protected]=>
  int(0)
  ["file":protected]=>
  string(%d) "FILE"
  ["line":protected]=>
  int(6)
  ["trace":"Exception":private]=>
  array(0) {
  }
  ["previous":"Exception":private]=>
  NULL
  ["extra"]=>
  string(1) "x"
}
int(2)
string(8) "file.php"
int(7)
