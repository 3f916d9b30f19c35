"""An open table over time, without a window: the flow of a match at the
table (its moments and their pace, a throw from gesture to rest, the
computers' steps, the results, undo, autosave, the talk), a game's beats
(which events are moments, banners and sounds, as data) and the playback
of a throw's recorded flight. A view draws what the flow says; tests and
other machines drive the same flow with no window at all."""
