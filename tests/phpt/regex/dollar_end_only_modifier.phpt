--TEST--
The D modifier makes $ match only at the very end (it was ignored)
--FILE--
<?php
// The D modifier: `$` matches only at the very end of the subject, not before a final
// newline; with m it changes nothing.
$inputs = ["abc", "abc\n", "abc\n\n", "x\nabc"];
foreach ($inputs as $s) {
    echo json_encode($s), ": ",
        preg_match('/abc$/', $s), preg_match('/abc$/D', $s), preg_match('/abc$/Dm', $s),
        preg_match('/^[a-z]+$/D', $s), preg_match('/c[$]/D', "c$"), preg_match('/c\$/D', "c$"),
        preg_match('/(?:abc|x)$/Di', strtoupper($s)), "\n";
}
var_dump(preg_replace('/\s*$/D', '!', "tail  \n"), preg_split('/,$/D', "a,\n"));
var_dump(preg_match('/ abc $ # the end $
    /xD', "abc\n"), preg_match('/abc\Q$\E/D', 'abc$'), preg_match('/(?m)abc$/D', "abc\nx"));
$ok = preg_match('/^\d{5}$/D', "12345\n") ? "accepted" : "rejected";
echo "zip with newline: $ok\n";
var_dump(preg_match("/(a\$b/D", "x"), preg_match("/a\$b)/D", "x"), preg_last_error_msg());
--EXPECTF--
"abc": 1111111
"abc\n": 1010110
"abc\n\n": 0010110
"x\nabc": 1110111
string(6) "tail!!"
array(1) {
  [0]=>
  string(3) "a,
"
}
int(0)
int(1)
int(1)
zip with newline: rejected

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 4 in %s on line 16

Warning: preg_match(): Compilation failed: unmatched closing parenthesis at offset 3 in %s on line 16
bool(false)
bool(false)
string(14) "Internal error"
