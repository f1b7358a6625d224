--TEST--
reading standard input with fgets, STDIN and stream_get_contents
--STDIN--
line one
line two
rest of
the input
--FILE--
<?php
echo "1: ", fgets(STDIN);
echo "2: ", trim(fgets(STDIN)), "\n";
$rest = stream_get_contents(STDIN);
echo "rest has ", substr_count($rest, "\n"), " newlines\n";
var_dump(fgets(STDIN), feof(STDIN));
--EXPECT--
1: line one
2: line two
rest has 2 newlines
bool(false)
bool(true)
