--TEST--
$argv and $argc with arguments from the ARGS section
--ARGS--
first "second arg" 3
--FILE--
<?php
echo $argc, "\n";
echo basename($argv[0]), "\n";
array_shift($argv);
var_dump($argv);
var_dump($_SERVER['argc'] === $argc);
--EXPECT--
4
argv_argc.php
array(3) {
  [0]=>
  string(5) "first"
  [1]=>
  string(10) "second arg"
  [2]=>
  string(1) "3"
}
bool(true)
