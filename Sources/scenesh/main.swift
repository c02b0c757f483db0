print("scenesh")
