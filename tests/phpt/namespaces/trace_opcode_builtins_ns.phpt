--TEST--
In a namespace only fully qualified calls of strlen/count compile to opcodes without a frame
--FILE--
<?php
namespace App;
try { strlen([]); } catch (\TypeError $e) { echo $e->getTraceAsString(), "\n"; }
try { \strlen([]); } catch (\TypeError $e) { echo $e->getTraceAsString(), "\n"; }
try { count(5); } catch (\TypeError $e) { echo $e->getTraceAsString(), "\n"; }
try { \count(5); } catch (\TypeError $e) { echo $e->getTraceAsString(), "\n"; }
--EXPECTF--
#0 %s(3): strlen(Array)
#1 {main}
#0 {main}
#0 %s(5): count(5)
#1 {main}
#0 {main}
