print("ItemListExample")
