--TEST--
nowdoc is not interpolated and keeps backslashes
--FILE--
<?php
$name = "unused";
echo <<<'EOT'
    Raw $name and {$name}
    Backslashes \n \t \\ stay
      relative indent kept
    EOT;
echo "\n";
$code = <<<'PHP'
<?php echo "hi"; ?>
PHP;
echo strlen($code), "\n";
--EXPECT--
Raw $name and {$name}
Backslashes \n \t \\ stay
  relative indent kept
19
