--TEST--
goto to a label later in the enclosing loop body skips the rest of the iteration
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
  if ($i == 1) goto next;
  echo $i;
  next:
}
echo "\n";
--EXPECT--
02
