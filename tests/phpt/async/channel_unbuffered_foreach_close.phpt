--TEST--
Channel: unbuffered hand-offs in a foreach, a value promised before close() is still delivered, then the loop ends
--FILE--
<?php
use Async\Channel;
use function Async\spawn;

$ch = new Channel(0);
spawn(function () use ($ch) {
    foreach ([1, 2, 3] as $i) {
        $ch->send($i);
        echo "sent $i\n";
    }
    $ch->close();
    echo "closed\n";
});
foreach ($ch as $k => $v) {
    echo "recv ", var_export($k, true), " => $v\n";
}
echo "loop ended\n";
try {
    $ch->send(4);
} catch (Async\ChannelException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->reason->name, ")\n";
}
var_dump($ch->sendAsync(5), $ch->isClosed());
?>
--EXPECT--
sent 1
recv NULL => 1
sent 2
recv NULL => 2
sent 3
closed
recv NULL => 3
loop ended
Async\ChannelException: Channel is closed (EXPLICIT)
bool(false)
bool(true)
