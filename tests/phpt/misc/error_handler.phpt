--TEST--
set_error_handler intercepts warnings and notices
--FILE--
<?php
set_error_handler(function (int $no, string $msg, string $file, int $line) {
    echo "handler($no): $msg at line $line\n";
    return true;
});
echo $undefinedVar;
$arr = [];
echo $arr['nokey'];
echo 10 / "5 apples", "\n";
trigger_error("custom warning", E_USER_WARNING);
trigger_error("custom notice");
restore_error_handler();
echo @$stillUndefined, "after restore\n";
set_error_handler(fn() => false);
echo $returnsFalse ?? "null-coalesce never warns", "\n";
--EXPECT--
handler(2): Undefined variable $undefinedVar at line 6
handler(2): Undefined array key "nokey" at line 8
handler(2): A non-numeric value encountered at line 9
2
handler(512): custom warning at line 10
handler(1024): custom notice at line 11
after restore
null-coalesce never warns
