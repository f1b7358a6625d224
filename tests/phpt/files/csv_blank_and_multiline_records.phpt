--TEST--
CSV parsing: blank records give [null], line breaks inside unquoted str_getcsv fields are kept
--FILE--
<?php
var_dump(str_getcsv(""), str_getcsv("\n"), str_getcsv("\r\n"), str_getcsv(" "));
var_dump(str_getcsv("a\nb,c"), str_getcsv("x,y\r\n"), str_getcsv('"q\nr",s' . "\n"));
$f = tempnam(sys_get_temp_dir(), 'csv');
file_put_contents($f, "a,b\n\nc,\"d\ne\"\n\r\n \n");
$h = fopen($f, 'r');
while (($row = fgetcsv($h)) !== false) {
    echo json_encode($row), "\n";
}
fclose($h);
unlink($f);
print_r(array_map('str_getcsv', explode("\n", "id,name\n1,Ann\n")));
--EXPECT--
array(1) {
  [0]=>
  NULL
}
array(1) {
  [0]=>
  NULL
}
array(1) {
  [0]=>
  NULL
}
array(1) {
  [0]=>
  string(1) " "
}
array(2) {
  [0]=>
  string(3) "a
b"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
array(2) {
  [0]=>
  string(4) "q\nr"
  [1]=>
  string(1) "s"
}
["a","b"]
[null]
["c","d\ne"]
[null]
[" "]
Array
(
    [0] => Array
        (
            [0] => id
            [1] => name
        )

    [1] => Array
        (
            [0] => 1
            [1] => Ann
        )

    [2] => Array
        (
            [0] => 
        )

)
