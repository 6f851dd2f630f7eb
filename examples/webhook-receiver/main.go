// A webhook receiver for the OpenIM server: allows, rejects or modifies "before" hooks, accepts "after" hooks.
// Run: go run main.go   (listens on PORT, default 10006; set webhooks.yml url to http://<host>:10006/callbackExample)
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"path"
	"strings"
)

type answer map[string]any

func allow() answer {
	return answer{"actionCode": 0, "errCode": 0, "errMsg": "", "errDlt": "", "nextCode": 0}
}

// Only actionCode 0 together with nextCode 1 stops the operation; the caller then gets errCode/errMsg/errDlt.
func reject(msg string) answer {
	return answer{"actionCode": 0, "errCode": 20001, "errMsg": msg, "errDlt": "", "nextCode": 1}
}

var blockedWords = strings.Split(env("BLOCKED_WORDS", "forbidden"), ",")

func env(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func blocked(text string) bool {
	for _, w := range blockedWords {
		if w = strings.ToLower(strings.TrimSpace(w)); w != "" && strings.Contains(strings.ToLower(text), w) {
			return true
		}
	}
	return false
}

// messageText returns the text of a message: content is a JSON string, {"content":"…"} for a text message.
func messageText(body map[string]any) string {
	content, _ := body["content"].(string)
	var text struct {
		Content string `json:"content"`
	}
	if json.Unmarshal([]byte(content), &text) == nil {
		return text.Content
	}
	return content
}

func handle(command string, body map[string]any) answer {
	switch command {
	case "callbackBeforeSendSingleMsgCommand", "callbackBeforeSendGroupMsgCommand":
		if blocked(messageText(body)) {
			return reject("message contains a blocked word")
		}
		return allow()
	case "callbackBeforeCreateGroupCommand":
		name, _ := body["groupName"].(string)
		if blocked(name) {
			return reject("group name not allowed")
		}
		a := allow()
		a["groupName"] = strings.TrimSpace(name)
		a["ex"] = `{"reviewed":true}`
		return a
	case "callbackBeforeSetFriendRemarkCommand":
		remark, _ := body["remark"].(string)
		if r := []rune(remark); len(r) > 32 {
			a := allow()
			a["remark"] = string(r[:32])
			return a
		}
		return allow()
	}
	// After hooks are not read by the server: any JSON answer will do.
	return allow()
}

func main() {
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		var body map[string]any
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
			http.Error(w, `{"error":"body is not JSON"}`, http.StatusBadRequest)
			return
		}
		command := path.Base(r.URL.Path)
		a := handle(command, body)
		log.Printf("%s %s -> nextCode %v", r.Header.Get("operationID"), command, a["nextCode"])
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(a)
	})
	addr := ":" + env("PORT", "10006")
	log.Printf("webhook receiver on http://127.0.0.1%s/callbackExample", addr)
	log.Fatal(http.ListenAndServe(addr, nil))
}
