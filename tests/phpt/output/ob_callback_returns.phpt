--TEST--
output: ob callback returns
--FILE--
<?php
ob_start(fn($b) => false); echo "orig"; ob_end_flush(); echo "|\n";
ob_start(fn($b) => true); echo "gone"; ob_end_flush(); echo "|\n";
ob_start(fn($b) => null); echo "gone"; ob_end_flush(); echo "|\n";
ob_start(fn($b) => 123); echo "num"; ob_end_flush(); echo "|\n";
ob_start(function ($b) { echo "ignored"; return "<$b>"; }); echo "x"; ob_end_flush(); echo "\n";
--EXPECT--
orig|
|
|
123|
<x>
