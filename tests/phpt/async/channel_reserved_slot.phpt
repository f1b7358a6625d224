--TEST--
Channel: a slot freed by recv() is promised to the oldest waiting sender; a newcomer cannot take it
--FILE--
<?php
use Async\Channel;
use function Async\spawn;
use function Async\suspend;
use function Async\await;

$ch = new Channel(1);
$ch->send('x');
$s1 = spawn(function () use ($ch) { $ch->send('a'); echo "S1 done\n"; });
$s2 = spawn(function () use ($ch) { $ch->send('b'); echo "S2 done\n"; });
suspend();
$v = $ch->recv();
echo "got $v\n";
var_dump($ch->sendAsync('z'));
$v = $ch->recv();
echo "got $v\n";
echo "count ", count($ch), "\n";
await($s2);
$v = $ch->recv();
echo "got $v\n";
?>
--EXPECT--
got x
bool(false)
S1 done
got a
count 0
S2 done
got b
