--TEST--
stream_get_line reads up to a length or an ending it consumes; php://temp takes two resource numbers
--FILE--
<?php
$h = fopen("php://memory", "r+");
fwrite($h, "a||b||c");
rewind($h);
while (($x = stream_get_line($h, 100, "||")) !== false) var_dump($x);
rewind($h);
var_dump(stream_get_line($h, 3));
var_dump(stream_get_line($h, 0, "|"));
var_dump(stream_get_line($h, 2, "|"));
var_dump(stream_get_line($h, 10, "|"));
var_dump(stream_get_line($h, 10, "|"));
try { stream_get_line($h, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$t = fopen("php://temp", "r+");
var_dump($t);
fwrite($t, "line one\nline two\n");
rewind($t);
echo stream_get_line($t, 1024, "\n"), "|", stream_get_line($t, 1024, "\n"), "|\n";
var_dump(fopen("php://memory", "r"));
--EXPECT--
string(1) "a"
string(1) "b"
string(1) "c"
string(3) "a||"
string(1) "b"
string(0) ""
string(1) "c"
bool(false)
stream_get_line(): Argument #2 ($length) must be greater than or equal to 0
resource(6) of type (stream)
line one|line two|
resource(8) of type (stream)
