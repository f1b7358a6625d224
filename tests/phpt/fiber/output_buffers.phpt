--TEST--
a fiber writes into the output buffers of the code that resumed it
--FILE--
<?php
ob_start();
$f = new Fiber(function () {
    echo "in fiber\n";
    ob_start();
    echo "fiber's own buffer\n";
    Fiber::suspend();
    $x = ob_get_clean();
    echo "fiber got: ", strtoupper($x);
});
$f->start();
echo "main after start (level ", ob_get_level(), ")\n";
$f->resume();
$all = ob_get_clean();
echo "captured: [", $all, "]\n";
--EXPECT--
captured: [in fiber
fiber got: FIBER'S OWN BUFFER
MAIN AFTER START (LEVEL 2)
]
