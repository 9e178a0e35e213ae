// `swift run walkthrough-example [folder]`: FOLIO's walkthrough, played with touches.
print("walkthrough-example")
