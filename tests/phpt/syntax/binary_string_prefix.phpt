--TEST--
b'...', b"..." and b<<< binary-string prefixes are accepted and change nothing
--FILE--
<?php
$y = 'Y';
echo b'single \' quoted', "\n";
echo B"double $y {$y}s\t|", "\n";
echo b<<<EOT
  heredoc $y
  EOT;
echo "\n";
echo b<<<'NOW'
nowdoc $y
NOW;
echo "\n";
var_dump(b'' === '', strlen(b"abc"));
function b() { return 'fn b'; }
echo b(), "\n";
const B = 'const B';
echo B, "\n";
--EXPECT--
single ' quoted
double Y Ys	|
heredoc Y
nowdoc $y
bool(true)
int(3)
fn b
const B
