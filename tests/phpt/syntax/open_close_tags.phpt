--TEST--
inline HTML around PHP blocks, <?= and the newline after ?>
--FILE--
Header line
<?php $items = ['a', 'b']; ?>
<ul>
<?php foreach ($items as $i): ?>
  <li><?= $i ?></li>
<?php endforeach; ?>
</ul>
<?= 1 + 2, "-", 'x' ?>

<?php echo "no newline eaten here" ?> after
<?php
echo "last block without close tag\n";
--EXPECT--
Header line
<ul>
  <li>a</li>
  <li>b</li>
</ul>
3-x
no newline eaten here after
last block without close tag
