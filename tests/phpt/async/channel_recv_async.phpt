--TEST--
Channel: a pending recvAsync() future is completed directly by sendAsync(), and failed by close()
--FILE--
<?php
use Async\Channel;
use function Async\await;

$ch = new Channel(0);
$f = $ch->recvAsync();
var_dump($f->isCompleted());
var_dump($ch->sendAsync("v"));
var_dump($f->isCompleted(), $ch->count());
echo await($f), "\n";
$g = $ch->recvAsync();
$ch->close();
try {
    await($g);
} catch (Async\ChannelException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
int(0)
v
Channel is closed
