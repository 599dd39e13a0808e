// Moblin's Live Activity extension uses no type of the app's own beyond its two files: nothing to stub.
