--TEST--
ob_start() inside an output handler is a fatal error that drops every buffer
--FILE--
<?php
echo "before\n";
ob_start();
echo "outer buffer\n";
ob_start(function ($buf) {
    ob_start();
    return strtoupper($buf);
});
echo "inner buffer\n";
ob_flush();
echo "never printed\n";
--EXPECTF--
before

Fatal error: ob_start(): Cannot use output buffering in output buffering display handlers in %s on line 6
